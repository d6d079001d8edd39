import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { ListaAgendamentos } from '../agendamento/agendamentos.lista';

/** ambulatorio/agendamento-retroativo/index (spec 000 §2.3): the bookings typed in after a downtime. */
export default function AgendamentoRetroativoIndexPage() {
  const navigate = useNavigate();
  return (
    <div className="sm-page">
      <PageHeader
        title="Agendamentos retroativos"
        subTitle="Consultas marcadas em papel durante a indisponibilidade do sistema."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/ambulatorio/agendamento-retroativo/create')}>
            Novo agendamento retroativo
          </Button>
        }
      />
      <ListaAgendamentos retroativos />
    </div>
  );
}
