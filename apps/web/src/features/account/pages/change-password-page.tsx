export default function Page() {
  return <section className="page">change-password-page</section>;
}
