import { PlusOutlined } from '@ant-design/icons';
import { AMB } from '@saude/shared';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { PageHeader } from '../../../components/PageHeader';
import { ListaAgendamentos } from './agendamentos.lista';

/** ambulatorio/agendamento/index (spec 000 §2.3): the outpatient appointments, with cancel, no-show and the slip. */
export default function AgendamentoIndexPage() {
  const navigate = useNavigate();
  const podeAgendar = usePermission(AMB.agendar);
  return (
    <div className="sm-page">
      <PageHeader
        title="Agendamentos"
        subTitle="Consultas marcadas no ambulatório: cancelamento, faltas e comprovante."
        extra={
          podeAgendar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/ambulatorio/agendamento/create')}>
              Novo agendamento
            </Button>
          )
        }
      />
      <ListaAgendamentos />
    </div>
  );
}
