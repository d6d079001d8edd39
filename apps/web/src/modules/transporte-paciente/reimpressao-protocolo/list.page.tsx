import { PageHeader } from '../../../components/PageHeader';
import { ListaAgendamentosTransporte } from '../agendar/agendamentos.lista';

/** transporte-paciente/reimpressao-protocolo/list (spec 000 §2.3): find bookings by number, patient or date and reprint the slips. */
export default function ReimpressaoProtocoloPage() {
  return (
    <div className="sm-page">
      <PageHeader
        title="Reimpressão de comprovantes de transporte"
        subTitle="Busque pelo nº do comprovante, paciente (nome, CPF, CNS) ou data."
      />
      <ListaAgendamentosTransporte tela="reimpressao" />
    </div>
  );
}
