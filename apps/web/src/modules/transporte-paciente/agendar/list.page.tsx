import { PlusOutlined } from '@ant-design/icons';
import { TP } from '@saude/shared';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { PageHeader } from '../../../components/PageHeader';
import { ListaAgendamentosTransporte } from './agendamentos.lista';

/** transporte-paciente/agendar/list (spec 000 §2.3): the bookings, their slips, change and cancellation. */
export default function AgendarListPage() {
  const navigate = useNavigate();
  const podeAgendar = usePermission(TP.agendarCadastrar);
  const podePre = usePermission(TP.preAgendamentoVer);
  return (
    <div className="sm-page">
      <PageHeader
        title="Agendamentos de transporte"
        subTitle="Pacientes e acompanhantes agendados para viagens de tratamento fora do município."
        extra={
          <Space>
            {podePre && <Button onClick={() => navigate('/transporte-paciente/pre-agendamento-transporte/index')}>Aguardando vaga</Button>}
            {podeAgendar && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/transporte-paciente/agendar/create')}>
                Novo agendamento
              </Button>
            )}
          </Space>
        }
      />
      <ListaAgendamentosTransporte tela="agendar" />
    </div>
  );
}
