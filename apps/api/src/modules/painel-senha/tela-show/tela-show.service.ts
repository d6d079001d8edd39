import type { TelaShow } from '@saude/shared';
import type { Tx } from '../../../db/client.js';
import type { ClienteRow } from '../../../db/schema/index.js';
import { clientePublico } from '../../administracao/index.js';
import { avisosDaTela } from '../aviso/aviso.service.js';
import { ultimasChamadas } from '../chamada.service.js';
import { parametrosPainelSenha } from '../parametrizacao/parametros.js';

/**
 * Everything the TV paints, for a screen already proven by its key (tela-acesso.ts). Only what
 * `painel_chamada` holds about patients: the short public form, never a record.
 */
export async function dadosDaTela(
  tx: Tx,
  cliente: ClienteRow,
  t: { id: number; nome: string; voz: boolean; som: boolean; historico: number },
): Promise<TelaShow> {
  const agora = new Date();
  const parametros = await parametrosPainelSenha(tx);
  return {
    tela: t,
    chamadas: await ultimasChamadas(tx, t.id, t.historico + 1),
    avisos: await avisosDaTela(tx, t.id, agora),
    agora: agora.toISOString(),
    // the same logo address as the login page (public, cached by the browser for an hour)
    cliente: { nome: cliente.nome, logotipo: clientePublico(cliente, null, '').logotipo },
    fala: { repeticoes: parametros.repeticoesFala, velocidade: parametros.velocidadeFalaPercentual / 100 },
  };
}
