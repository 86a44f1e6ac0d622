export default function Page() {
  return <section className="page">settings-page</section>;
}
