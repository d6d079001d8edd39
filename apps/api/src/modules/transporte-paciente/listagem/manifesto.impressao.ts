import { NOME_TIPO_PASSAGEIRO, type ViagemDetalhe } from '@saude/shared';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../../../lib/print/cabecalho.js';
import { documentoA4 } from '../../../lib/print/documento-a4.js';
import { dataBr, ouTraco } from '../../../lib/print/formatos.js';

const hora = (h: string | null) => (h ? h.slice(0, 5) : '-');

/**
 * The driver's passenger manifest (A4 landscape, issue 23): the trip, vehicle plate, driver and departure, then one
 * row per passenger — name, CNS, phone, boarding point, place of care, appointment time, companions, wheelchair or
 * stretcher — with a column for the passenger's signature at boarding. No-shows and cancellations are left out.
 */
export function documentoManifesto(v: ViagemDetalhe, o: { cabecalho: CabecalhoImpressao; usuario: string }): TDocumentDefinitions {
  const passageiros = v.passageirosLista.filter((p) => p.situacao === 2 || p.situacao === 3);
  const cab = [
    '#',
    'Passageiro',
    'CNS',
    'Telefone',
    'Embarque',
    'Local de atendimento',
    'Consulta',
    'Acompanhantes',
    'Tipo',
    'Assinatura',
  ].map((t) => ({ text: t, style: 'cabecalhoTabela' }));
  const linhas: Content[][] = passageiros.map((p, i) => [
    String(i + 1),
    { text: p.paciente, bold: true },
    ouTraco(p.cns),
    ouTraco(p.telefone),
    ouTraco(p.ponto),
    `${p.destino}${p.local ? ` — ${p.local}` : ''}`,
    hora(p.horarioConsulta),
    p.acompanhantesLista.length ? p.acompanhantesLista.map((a) => `${a.nome}${a.cns ? ` (CNS ${a.cns})` : ''}`).join('\n') : '-',
    NOME_TIPO_PASSAGEIRO[p.tipoPassageiro] ?? '-',
    { text: '', margin: [0, 10, 0, 0] },
  ]);
  const lugares = passageiros.length + passageiros.reduce((s, p) => s + p.acompanhantesLista.length, 0);
  return documentoA4({
    cabecalho: o.cabecalho,
    usuario: o.usuario,
    orientacao: 'paisagem',
    titulo: 'RELAÇÃO DE PASSAGEIROS',
    subtitulo: `Viagem nº ${v.numero} — ${dataBr(v.data)} — ${v.destino}`,
    conteudo: [
      {
        columns: [
          { text: [{ text: 'Veículo: ', bold: true }, `${v.placa} — ${v.veiculo}`] },
          { text: [{ text: 'Motorista: ', bold: true }, v.condutor] },
          { text: [{ text: 'Saída: ', bold: true }, hora(v.horarioSaida)] },
          { text: [{ text: 'Ocupação: ', bold: true }, `${v.ocupacao.lugares}/${v.lugares} assentos`] },
        ],
        margin: [0, 0, 0, 6],
      },
      {
        table: {
          headerRows: 1,
          widths: [14, '*', 70, 58, 80, 100, 34, 110, 48, 90],
          body: [cab, ...linhas],
        },
        layout: 'lightHorizontalLines',
      },
      { text: `${passageiros.length} passageiro(s) e ${lugares - passageiros.length} acompanhante(s).`, margin: [0, 6, 0, 0] },
      { text: '\n\n_______________________________________\nAssinatura do motorista', alignment: 'center', margin: [0, 16, 0, 0] },
    ],
  });
}
