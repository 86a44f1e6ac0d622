export default function Page() {
  return <section className="page">timezones-page</section>;
}
