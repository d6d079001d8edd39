import { useParams } from 'react-router';
import { LaboratorioForm } from './laboratorio.form';

export default function LaboratorioEditPage() {
  const { id } = useParams();
  return <LaboratorioForm key={id} id={Number(id)} />;
}
