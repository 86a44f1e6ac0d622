export default function Page() {
  return <section className="page">support-page</section>;
}
