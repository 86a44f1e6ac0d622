export default function Page() {
  return <section className="page">my-account-page</section>;
}
