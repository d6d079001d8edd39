import { PlusOutlined } from '@ant-design/icons';
import { IMG } from '@saude/shared';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { SolicitacoesAguardando } from '../../../components/clinico/SolicitacoesAguardando';
import { PageHeader } from '../../../components/PageHeader';
import { agendamentoImagemApi } from './agendamento.api';
import { ListaExamesImagem } from './exames.lista';

/** exame-imagem/agendamento/index and agendamento-retroativo/index (spec 000 §2.3): the scheduled imaging exams and their slips. */
export default function AgendamentoImagemIndexPage({ retroativo = false }: { retroativo?: boolean }) {
  const navigate = useNavigate();
  const podeAgendar = usePermission(IMG.agendamentoCadastrar);
  const podeRetroativo = usePermission(IMG.agendamentoRetroativo);
  const base = retroativo ? '/exame-imagem/agendamento-retroativo' : '/exame-imagem/agendamento';
  return (
    <div className="sm-page">
      <PageHeader
        title={retroativo ? 'Agendamentos retroativos de exames de imagem' : 'Agendamento de exames de imagem'}
        subTitle={
          retroativo
            ? 'Exames marcados em papel durante a indisponibilidade do sistema.'
            : 'Exames agendados nos equipamentos: comprovante com o preparo do paciente.'
        }
        extra={
          <Space>
            {!retroativo && podeRetroativo && (
              <Button onClick={() => navigate('/exame-imagem/agendamento-retroativo/index')}>Retroativos</Button>
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
          queryKey={['img-pendentes']}
          fetcher={agendamentoImagemApi.pendentes}
          rotaCriar="/exame-imagem/agendamento/create"
        />
      )}
      <ListaExamesImagem tela={retroativo ? 'retroativo' : 'agendamento'} />
    </div>
  );
}
