import { MapaTrabalhoPage } from './mapa.page';

/** exame-laboratorial/mapa-producao/create: the collected exams of the day with the result blanks, per bench sector. */
export default function MapaProducaoPage() {
  return <MapaTrabalhoPage tipo="mapa-producao" />;
}
