export function meta() {
  return [{ title: "Floor" }];
}

export default function Home() {
  return (
    <main>
      <h1>Hello</h1>
      <p>The trivial page the bench compares every page with.</p>
    </main>
  );
}
