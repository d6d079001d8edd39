import { useQuery } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { feedback } from '../../../lib/feedback';
import { EditorLaudo } from './editor';
import { laudoImagemApi } from './laudo.api';

/**
 * exame-imagem/alteracao-resultado-lancamento/edit/{laudoId} (issue 22): a new version of a signed report, with the
 * reason; the previous version stays in the history (replaced) and the new one waits for a new signature.
 */
export default function AlteracaoLaudoEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const q = useQuery({ queryKey: ['img-laudo-alteracao', id], queryFn: () => laudoImagemApi.telaAlteracao(id) });
  return (
    <div className="sm-page">
      <PageHeader
        title="Alteração de laudo assinado"
        extra={<Button onClick={() => navigate('/exame-imagem/alteracao-resultado-lancamento/index')}>Voltar</Button>}
      />
      {!q.data ? (
        <Spin />
      ) : (
        <EditorLaudo
          tela={q.data}
          comMotivo
          podeAnexar={false}
          rotuloSalvar="Gravar nova versão"
          aoMudarAnexos={() => void q.refetch()}
          aoSalvar={async (v) => {
            const r = await laudoImagemApi.alterar(id, {
              modeloId: v.modeloId ?? null,
              texto: v.texto,
              conclusao: v.conclusao ?? null,
              motivo: v.motivo ?? '',
            });
            feedback.notification.success({ title: 'Sucesso', description: r.message });
            navigate('/exame-imagem/alteracao-resultado-lancamento/index');
          }}
        />
      )}
    </div>
  );
}
