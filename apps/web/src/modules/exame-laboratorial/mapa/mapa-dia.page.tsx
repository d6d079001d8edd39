import { MapaTrabalhoPage } from './mapa.page';

/** exame-laboratorial/mapa-dia/create: the day's worklist (scheduled exams) per bench sector. */
export default function MapaDiaPage() {
  return <MapaTrabalhoPage tipo="mapa-dia" />;
}
