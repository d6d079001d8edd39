import { type EnderecoTela, telaResource } from '@saude/shared';
import { Typography } from 'antd';
import { alertDialog } from '../../../components/confirm';
import { api } from '../../../lib/api';
import { feedback } from '../../../lib/feedback';

/**
 * The public address of a screen (issue 7). The server gives it relative to the site, with the key; the
 * TV needs it whole, so it is completed with this site's origin (the TV page is served by the same site).
 */
const absoluto = ({ url }: EnderecoTela) => new URL(url, window.location.origin).href;

export const enderecoDaTela = async (id: number) => absoluto(await api.get<EnderecoTela>(`${telaResource.apiPath}/${id}/endereco`));

export const novoEnderecoDaTela = async (id: number) => absoluto(await api.put<EnderecoTela>(`${telaResource.apiPath}/${id}/nova-chave`));

/** Opens the screen in a new tab, without a way back to this one (the TV page needs no opener). */
export async function abrirTela(id: number) {
  const janela = window.open(await enderecoDaTela(id), '_blank');
  if (janela) janela.opener = null;
  else {
    feedback.notification.warning({
      title: 'Atenção',
      description: 'O navegador bloqueou a nova aba. Permita pop-ups deste site ou use "Copiar endereço".',
    });
  }
}

/**
 * Copies the address. Without the clipboard API (a site served over plain http on the municipality's network
 * is not a secure context) or when the browser refuses, the address is shown to be copied by hand.
 */
export async function copiarEndereco(id: number) {
  const url = await enderecoDaTela(id);
  try {
    await navigator.clipboard.writeText(url);
  } catch {
    alertDialog({
      title: 'Endereço da tela',
      content: (
        <Typography.Paragraph copyable={{ text: url }} style={{ wordBreak: 'break-all' }}>
          {url}
        </Typography.Paragraph>
      ),
    });
    return;
  }
  feedback.notification.success({ title: 'Sucesso', description: 'Endereço copiado.' });
}
