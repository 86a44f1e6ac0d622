export default function Page() {
  return <section className="page">reset-password-page</section>;
}
