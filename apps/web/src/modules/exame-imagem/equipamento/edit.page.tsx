import { useParams } from 'react-router';
import { EquipamentoImagemForm } from './equipamento.form';

export default function EquipamentoImagemEditPage() {
  const { id } = useParams();
  return <EquipamentoImagemForm key={id} id={Number(id)} />;
}
