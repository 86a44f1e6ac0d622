export default function Page() {
  return <section className="page">user-information-page</section>;
}
