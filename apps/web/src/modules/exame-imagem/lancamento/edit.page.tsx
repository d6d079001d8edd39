import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Spin } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { feedback } from '../../../lib/feedback';
import { EditorLaudo } from './editor';
import { laudoImagemApi } from './laudo.api';

/** exame-imagem/lancamento/edit/{laudoId} (issue 22): changes a report not yet signed. */
export default function LancamentoLaudoEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const q = useQuery({ queryKey: ['img-laudo-edit', id], queryFn: () => laudoImagemApi.telaEdit(id) });
  const assinado = q.data?.laudo?.situacao === 2;
  return (
    <div className="sm-page">
      <PageHeader title="Alterar laudo" extra={<Button onClick={() => navigate('/exame-imagem/lancamento/index')}>Voltar</Button>} />
      {!q.data ? (
        <Spin />
      ) : (
        <>
          {assinado && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 8 }}
              message='Este laudo já foi assinado: altere-o em "Alteração de laudo assinado" (nova versão, com motivo).'
            />
          )}
          <EditorLaudo
            tela={q.data}
            podeAnexar={!assinado}
            aoMudarAnexos={() => void q.refetch()}
            aoSalvar={async (v) => {
              const r = await laudoImagemApi.editar(q.data?.laudo?.id ?? id, {
                modeloId: v.modeloId ?? null,
                texto: v.texto,
                conclusao: v.conclusao ?? null,
              });
              feedback.notification.success({ title: 'Sucesso', description: r.message });
              await q.refetch();
            }}
          />
        </>
      )}
    </div>
  );
}
