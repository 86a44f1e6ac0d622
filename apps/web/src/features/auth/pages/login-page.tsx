export default function Page() {
  return <section className="page">login-page</section>;
}
