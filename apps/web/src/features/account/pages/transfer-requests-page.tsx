export default function Page() {
  return <section className="page">transfer-requests-page</section>;
}
