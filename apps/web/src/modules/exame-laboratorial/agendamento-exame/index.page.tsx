import { PlusOutlined } from '@ant-design/icons';
import { LAB } from '@saude/shared';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { SolicitacoesAguardando } from '../../../components/clinico/SolicitacoesAguardando';
import { PageHeader } from '../../../components/PageHeader';
import { agendamentoExameApi } from './agendamento-exame.api';
import { ListaAgendamentosExame } from './agendamentos.lista';

/** exame-laboratorial/agendamento-exame/index (spec 000 §2.3): the schedulings of collections, cancel and slip. */
export default function AgendamentoExameIndexPage({ retroativo = false }: { retroativo?: boolean }) {
  const navigate = useNavigate();
  const podeAgendar = usePermission(LAB.agendamentoCadastrar);
  const podeRetroativo = usePermission(LAB.agendamentoRetroativo);
  const base = retroativo ? '/exame-laboratorial/agendamento-exame-retroativo' : '/exame-laboratorial/agendamento-exame';
  return (
    <div className="sm-page">
      <PageHeader
        title={retroativo ? 'Agendamentos retroativos de exames' : 'Agendamento de exames'}
        subTitle={
          retroativo
            ? 'Coletas marcadas em papel durante a indisponibilidade do sistema.'
            : 'Coletas agendadas nos laboratórios: exames, cancelamento e pedido do agendamento.'
        }
        extra={
          <Space>
            {!retroativo && podeRetroativo && (
              <Button onClick={() => navigate('/exame-laboratorial/agendamento-exame-retroativo/index')}>Retroativos</Button>
            )}
            {(retroativo ? podeRetroativo : podeAgendar) && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${base}/create`)}>
                {retroativo ? 'Novo agendamento retroativo' : 'Novo agendamento'}
              </Button>
            )}
          </Space>
        }
      />
      {!retroativo && podeAgendar && (
        <SolicitacoesAguardando
          queryKey={['lab-pendentes']}
          fetcher={agendamentoExameApi.pendentes}
          rotaCriar="/exame-laboratorial/agendamento-exame/create"
        />
      )}
      <ListaAgendamentosExame retroativos={retroativo} />
    </div>
  );
}
