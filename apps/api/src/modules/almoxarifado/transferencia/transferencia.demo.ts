import { somarDias } from '@saude/shared';
import type { Tx } from '../../../db/client.js';
import { type ContextoEstoque, cancelarTransferencia, receberTransferencia, transferir } from '../../estoque/index.js';

/** What the warehouse demo already made: its stocks, its materials (in order) and the clerk. */
export interface DemoAlmoxarifado {
  central: number;
  unidades: number[];
  materiais: number[];
  eu: ContextoEstoque & { hoje: string };
}

/**
 * More transfers for the demo (issue 18): one still in transit to the USF (the `almoxarifado` login receives it after
 * switching to that stock), one cancelled on the way, and one the emergency-care stock sent back and the central received.
 */
export async function seedTransferenciaDemo(tx: Tx, d: DemoAlmoxarifado) {
  const [pa, usf] = d.unidades;
  if (!pa || !usf) return;
  const dia = (n: number) => somarDias(d.eu.hoje, n);
  const m = d.materiais;
  await transferir(tx, d.eu, {
    centroCustoOrigemId: d.central,
    centroCustoDestinoId: usf,
    data: dia(-1),
    observacao: 'Reposição quinzenal da USF',
    itens: [
      { materialId: m[0], quantidade: 60 },
      { materialId: m[5], quantidade: 30 },
    ],
  });
  const cancelada = await transferir(tx, d.eu, {
    centroCustoOrigemId: d.central,
    centroCustoDestinoId: pa,
    data: dia(-6),
    itens: [{ materialId: m[4], quantidade: 10 }],
  });
  await cancelarTransferencia(tx, d.eu, { transferenciaId: cancelada, data: dia(-6), motivo: 'Enviada para o estoque errado' });
  const devolucao = await transferir(tx, d.eu, {
    centroCustoOrigemId: pa,
    centroCustoDestinoId: d.central,
    data: dia(-12),
    observacao: 'Devolução do excedente',
    itens: [{ materialId: m[3], quantidade: 10 }],
  });
  await receberTransferencia(tx, d.eu, { transferenciaId: devolucao, data: dia(-11) });
}
