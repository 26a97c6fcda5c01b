import type { Route } from './+types/home';

export function meta(_: Route.MetaArgs) {
  return [
    { title: 'Tembo Safaris: gorilla trekking and wildlife safaris in Uganda' },
    {
      name: 'description',
      content:
        'Gorilla and chimpanzee trekking, wildlife safaris and cultural experiences in Uganda and East Africa.',
    },
  ];
}

export default function Home() {
  return (
    <main id="main">
      <h1>Tembo Safaris</h1>
      <p>Gorilla trekking, wildlife safaris and cultural experiences in Uganda and East Africa.</p>
    </main>
  );
}
