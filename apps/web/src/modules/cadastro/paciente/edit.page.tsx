import { useParams } from 'react-router';
import { PacienteForm } from './paciente.form';

export default function PacienteEditPage() {
  const { id } = useParams();
  return <PacienteForm key={id} id={Number(id)} />;
}
