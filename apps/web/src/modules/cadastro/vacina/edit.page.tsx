import { useParams } from 'react-router';
import { VacinaForm } from './vacina.form';

export default function VacinaEditPage() {
  const { id } = useParams();
  return <VacinaForm key={id} id={Number(id)} />;
}
