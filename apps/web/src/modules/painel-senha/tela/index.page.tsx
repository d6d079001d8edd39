import { CopyOutlined, ExportOutlined, ReloadOutlined } from '@ant-design/icons';
import { telaResource } from '@saude/shared';
import type { ReactNode } from 'react';
import { usePermission } from '../../../components/Authorized';
import { confirmDialog } from '../../../components/confirm';
import { AcaoLinha, ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { abrirTela, copiarEndereco, novoEnderecoDaTela } from './tela.api';

const simNao = (v: boolean) => (v ? 'Sim' : 'Não');
const RENDER: Record<string, (v: any) => ReactNode> = { voz: simNao, som: simNao };
const executar = (fn: () => Promise<unknown>) => fn().catch(handleApiError);

/**
 * painel-senha/tela/index (issue 7): the TV screens with the queues each shows. Besides editing, blocking and
 * deleting, who may edit a screen opens it, copies its address for the TV, or replaces the address (the TVs
 * holding the old one stop working).
 */
export default function TelaIndexPage() {
  const podeEditar = usePermission(telaResource.permissoes.editar);
  return (
    <ResourceIndexPage
      resource={telaResource}
      subTitle="As telas de chamada: as filas que cada uma mostra e o endereço que a TV abre."
      render={RENDER}
      larguraAcoes={260}
      acoesExtras={
        podeEditar
          ? (t: { id: number }, { nome }) => (
              <>
                <AcaoLinha titulo="Abrir tela" icone={<ExportOutlined />} nome={nome} onClick={() => executar(() => abrirTela(t.id))} />
                <AcaoLinha
                  titulo="Copiar endereço"
                  icone={<CopyOutlined />}
                  nome={nome}
                  onClick={() => executar(() => copiarEndereco(t.id))}
                />
                <AcaoLinha
                  titulo="Gerar novo endereço"
                  icone={<ReloadOutlined />}
                  nome={nome}
                  onClick={() =>
                    confirmDialog({
                      content: 'As TVs abertas com o endereço atual deixarão de funcionar. Continuar?',
                      onConfirm: async () => {
                        await novoEnderecoDaTela(t.id);
                        feedback.notification.success({
                          title: 'Sucesso',
                          description: 'Novo endereço gerado. Abra-o ou copie-o para as TVs desta tela.',
                        });
                      },
                    })
                  }
                />
              </>
            )
          : undefined
      }
    />
  );
}
