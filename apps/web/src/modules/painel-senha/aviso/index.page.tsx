import { CheckCircleOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import { avisoResource } from '@saude/shared';
import { Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { usePermission } from '../../../components/Authorized';
import { confirmDialog } from '../../../components/confirm';
import { AcaoLinha, ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';
import { api } from '../../../lib/api';
import { formatarDataHora } from '../../../lib/dates';

const r = avisoResource;

const RENDER: Record<string, (v: any) => ReactNode> = {
  mensagem: (v: string) => (
    <Typography.Paragraph ellipsis={{ rows: 2, tooltip: v }} style={{ margin: 0, maxWidth: 360 }}>
      {v}
    </Typography.Paragraph>
  ),
  telasNomes: (v: string | null) => v ?? '',
  inicioEm: formatarDataHora,
  fimEm: formatarDataHora,
  enviadoEm: formatarDataHora,
  ativo: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? 'Ativo' : 'Inativo'}</Tag>,
};

/**
 * painel-senha/aviso/index (issue 7): the ticker notices, with their screens, period, last sending and status.
 * Row actions: edit, activate or deactivate (mudarStatus), send to the screens now, delete.
 */
export default function AvisoIndexPage() {
  const podeEditar = usePermission(r.permissoes.editar);
  return (
    <ResourceIndexPage
      resource={r}
      subTitle="Mensagens do letreiro das telas (TV): em todas ou em algumas, no período escolhido."
      render={RENDER}
      larguraAcoes={180}
      acoesExtras={
        podeEditar
          ? (a: { id: number; ativo: boolean }, { nome, recarregar }) => (
              <>
                <AcaoLinha
                  titulo={a.ativo ? 'Inativar' : 'Ativar'}
                  icone={a.ativo ? <StopOutlined /> : <CheckCircleOutlined />}
                  nome={nome}
                  onClick={() =>
                    confirmDialog({
                      content: `Deseja realmente ${a.ativo ? 'inativar' : 'ativar'} o item selecionado?`,
                      onConfirm: async () => {
                        await api.put(`${r.apiPath}/mudarStatus/${a.id}`);
                        await recarregar(a.ativo ? 'Aviso inativado.' : 'Aviso ativado.');
                      },
                    })
                  }
                />
                <AcaoLinha
                  titulo="Enviar às telas agora"
                  icone={<SendOutlined />}
                  nome={nome}
                  onClick={() =>
                    confirmDialog({
                      content: 'Enviar este aviso às telas agora?',
                      onConfirm: async () => {
                        await api.post(`${r.apiPath}/send/${a.id}`);
                        await recarregar('Aviso enviado às telas.');
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
