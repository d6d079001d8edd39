import { useParams } from 'react-router';
import { OpcaoEntradaForm } from './opcao-entrada.form';

export default function OpcaoEntradaEditPage() {
  const { id } = useParams();
  return <OpcaoEntradaForm key={id} id={Number(id)} />;
}
