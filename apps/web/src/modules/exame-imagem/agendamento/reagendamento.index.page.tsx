import { PageHeader } from '../../../components/PageHeader';
import { ListaExamesImagem } from './exames.lista';

/** exame-imagem/reagendamento-cancelamento-exame/index: the future scheduled exams, to reschedule or cancel (with reason). */
export default function ReagendamentoImagemIndexPage() {
  return (
    <div className="sm-page">
      <PageHeader
        title="Reagendamento e cancelamento de exames de imagem"
        subTitle="Exames agendados a partir de hoje: o horário liberado volta a ser oferecido."
      />
      <ListaExamesImagem tela="reagendamento" />
    </div>
  );
}
