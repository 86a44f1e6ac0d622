export default function Page() {
  return <section className="page">languages-page</section>;
}
