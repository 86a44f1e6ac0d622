export default function Page() {
  return <section className="page">hand-login-page</section>;
}
