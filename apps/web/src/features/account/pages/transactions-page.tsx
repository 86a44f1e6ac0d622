export default function Page() {
  return <section className="page">transactions-page</section>;
}
