import { useParams } from 'react-router';
import { ConvenioMedicoForm } from './convenio-medico.form';

export default function ConvenioMedicoEditPage() {
  const { id } = useParams();
  return <ConvenioMedicoForm key={id} id={Number(id)} />;
}
