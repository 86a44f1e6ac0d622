export default function Page() {
  return <section className="page">forgot-password-page</section>;
}
