import { useQuery } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { feedback } from '../../../lib/feedback';
import { EditorLaudo } from './editor';
import { laudoImagemApi } from './laudo.api';

/** exame-imagem/lancamento/create?exame=<id> (issue 22): writes the report of an exam done (version 1). */
export default function LancamentoLaudoCreatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const exame = Number(params.get('exame'));
  const q = useQuery({ queryKey: ['img-laudo-create', exame], queryFn: () => laudoImagemApi.telaCreate(exame), enabled: exame > 0 });
  return (
    <div className="sm-page">
      <PageHeader title="Lançamento de laudo" extra={<Button onClick={() => navigate('/exame-imagem/lancamento/index')}>Voltar</Button>} />
      {!q.data ? (
        <Spin />
      ) : (
        <EditorLaudo
          tela={q.data}
          aoMudarAnexos={() => void q.refetch()}
          aoSalvar={async (v) => {
            const r = await laudoImagemApi.lancar({
              imgExameId: exame,
              modeloId: v.modeloId ?? null,
              texto: v.texto,
              conclusao: v.conclusao ?? null,
            });
            feedback.notification.success({ title: 'Sucesso', description: r.message });
            navigate(`/exame-imagem/lancamento/edit/${r.id}`);
          }}
        />
      )}
    </div>
  );
}
