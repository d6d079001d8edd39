import { type LinhaMapa, SETORES_LABORATORIO, SITUACOES_EXAME_LAB } from '@saude/shared';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../../../lib/print/cabecalho.js';
import { documentoA4 } from '../../../lib/print/documento-a4.js';
import { dataBr } from '../../../lib/print/formatos.js';
import type { TipoMapa } from './mapa.service.js';

const nomeSetor = (v: number) => SETORES_LABORATORIO.find((s) => s.value === v)?.label ?? 'Outros';
const nomeSituacao = (v: number) => SITUACOES_EXAME_LAB.find((s) => s.value === v)?.label ?? '';
export const TITULOS_MAPA: Record<TipoMapa, string> = { dia: 'Mapa do dia', producao: 'Mapa de produção' };

/** The blanks of an exam: one "Field: ________" per result field (one blank "Resultado" when it has none). */
function brancos(l: LinhaMapa): string {
  const campos = l.campos.length ? l.campos : ['Resultado'];
  return campos.map((c) => `${c}: ____________`).join('   ');
}

/**
 * The bench worklist (A4): one table per sector, patients in scheduling order, each exam a line with its blanks to
 * write the results. A patient's first line carries the number, the name, age and sex; the rest leave them empty,
 * so the eye follows the patient down the sheet. Plain tables (no row spans): pdfmake lays 5,000 lines in seconds.
 */
export function mapaTrabalho(
  tipo: TipoMapa,
  linhas: readonly LinhaMapa[],
  d: { cabecalho: CabecalhoImpressao; usuario: string; laboratorio: string; data: string; setor?: number | null },
): TDocumentDefinitions {
  const conteudo: Content[] = [];
  const setores = [...new Set(linhas.map((l) => l.setor))];
  for (const setor of setores) {
    const doSetor = linhas.filter((l) => l.setor === setor);
    const pacientes = new Set(doSetor.map((l) => l.numero)).size;
    const corpo: TableCell[][] = [
      [
        { text: 'Agend.', style: 'cabecalhoTabela' },
        { text: 'Paciente', style: 'cabecalhoTabela' },
        { text: 'Exame', style: 'cabecalhoTabela' },
        { text: tipo === 'dia' ? 'Material / situação' : 'Material', style: 'cabecalhoTabela' },
        { text: 'Resultado', style: 'cabecalhoTabela' },
      ],
    ];
    let anterior: number | null = null;
    for (const l of doSetor) {
      const novo = l.numero !== anterior;
      anterior = l.numero;
      corpo.push([
        novo ? { text: `${l.numero}\n${l.hora.slice(0, 5)}`, bold: true } : '',
        novo ? { text: [{ text: l.paciente, bold: true }, `\n${[l.idade, l.sexo].filter(Boolean).join(' · ')}`] } : '',
        { text: [{ text: l.sigla, bold: true }, ` ${l.exame}`] },
        tipo === 'dia' ? `${l.material}\n${nomeSituacao(l.situacao)}` : l.material,
        brancos(l),
      ]);
    }
    conteudo.push(
      {
        text: `${nomeSetor(setor)} — ${doSetor.length} exame(s) de ${pacientes} paciente(s)`,
        bold: true,
        fontSize: 10,
        margin: [0, 6, 0, 3],
      },
      {
        table: { headerRows: 1, widths: [48, 120, 110, 60, '*'], body: corpo },
        layout: { hLineWidth: () => 0.4, vLineWidth: () => 0.4, hLineColor: () => '#999999', vLineColor: () => '#999999' },
        fontSize: 7.5,
      },
    );
  }
  if (!conteudo.length) conteudo.push({ text: 'Nenhum exame para o filtro informado.', italics: true, margin: [0, 12, 0, 0] });
  return documentoA4({
    cabecalho: d.cabecalho,
    titulo: TITULOS_MAPA[tipo],
    subtitulo: d.laboratorio,
    filtros: [`Data: ${dataBr(d.data)}`, `Setor: ${d.setor ? nomeSetor(d.setor) : 'Todos'}`, `Total: ${linhas.length} exame(s)`],
    conteudo,
    usuario: d.usuario,
  });
}
