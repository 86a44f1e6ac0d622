export default function Page() {
  return <section className="page">register-page</section>;
}
