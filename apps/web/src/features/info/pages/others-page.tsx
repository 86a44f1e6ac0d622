export default function Page() {
  return <section className="page">others-page</section>;
}
