export default function Page() {
  return <section className="page">activate-page</section>;
}
