import { EquipamentoImagemForm } from './equipamento.form';

export default function EquipamentoImagemCreatePage() {
  return <EquipamentoImagemForm />;
}
