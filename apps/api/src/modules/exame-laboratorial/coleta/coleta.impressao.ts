import type { AgendamentoColeta } from '@saude/shared';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../../../lib/print/cabecalho.js';
import {
  type EtiquetaAmostraDados,
  type EtiquetaColetaDados,
  type EtiquetaListaExamesItem,
  etiquetaAmostra,
  etiquetaColetaLote,
  etiquetaListaExames,
} from '../../../lib/print/modelos/etiquetas.js';

/** Samples to print: all of each scheduling, or only the ids asked (an individual label). */
function amostrasDe(a: AgendamentoColeta, amostraIds: ReadonlySet<number> | null) {
  return a.amostras.map((s, i) => ({ s, ordem: i + 1 })).filter(({ s }) => !amostraIds || amostraIds.has(s.id));
}

/**
 * The specimen's own code (specimen label barcode): the scheduling number and the sample's place in it
 * ("2026000123-01"), so the bench reads both the scheduling and the tube from one scan.
 */
export const codigoAmostra = (numero: number | string, ordem: number) => `${numero}-${String(ordem).padStart(2, '0')}`;

/** Collection labels (8 × 2.8 cm): one per sample, its exams' acronyms, the Code 128 of the scheduling number. */
export function dadosEtiquetasColeta(lista: readonly AgendamentoColeta[], amostraIds: ReadonlySet<number> | null): EtiquetaColetaDados[] {
  return lista.flatMap((a) =>
    amostrasDe(a, amostraIds).map(({ s }) => ({
      pacienteNome: a.pacienteNome,
      pacienteNomeSocial: a.pacienteNomeSocial,
      pacienteIdade: a.idade,
      siglaExame: s.exames.map((e) => e.sigla).join(', ') || s.material,
      agendamentoNumero: String(a.numero),
      infraestruturaNome: a.unidadeColeta,
      laboratorioInfraestruturaNome: a.laboratorio,
    })),
  );
}

/** Specimen labels ("Etiqueta", 10 × 3 cm). */
export function dadosEtiquetasAmostra(lista: readonly AgendamentoColeta[], amostraIds: ReadonlySet<number> | null): EtiquetaAmostraDados[] {
  return lista.flatMap((a) =>
    amostrasDe(a, amostraIds).map(({ s, ordem }) => ({
      pacienteNome: a.pacienteNome,
      pacienteNomeSocial: a.pacienteNomeSocial,
      pacienteIdade: a.idade,
      dataNascimento: a.dataNascimento,
      codigoAmostra: codigoAmostra(a.numero, ordem),
      agendamentoNumero: String(a.numero),
      siglaExame: s.exames.map((e) => e.sigla).join(', ') || s.material,
      material: s.recipiente ? `${s.material} — ${s.recipiente}` : s.material,
      dataColeta: (s.coletadaEm as string | null) ?? null,
      laboratorioInfraestruturaNome: a.laboratorio,
    })),
  );
}

/** The scheduled-exam list label (8.3 cm roll): one block per exam. */
export function dadosListaExames(lista: readonly AgendamentoColeta[]): EtiquetaListaExamesItem[] {
  return lista.flatMap((a) =>
    a.amostras.flatMap((s) =>
      s.exames.map((e) => ({
        paciente: a.pacienteNomeSocial ? `${a.pacienteNome} (${a.pacienteNomeSocial})` : a.pacienteNome,
        dataNascimento: a.dataNascimento,
        agendamentoNumero: String(a.numero),
        medicoSolicitante: a.solicitante,
        data: a.data,
        exame: `${e.sigla} — ${e.nome}`,
      })),
    ),
  );
}

export type TipoEtiqueta = 'coleta' | 'amostra' | 'lista';

export function documentoEtiquetas(
  tipo: TipoEtiqueta,
  lista: readonly AgendamentoColeta[],
  amostraIds: ReadonlySet<number> | null,
  cab: CabecalhoImpressao,
): TDocumentDefinitions | null {
  if (tipo === 'coleta') {
    const d = dadosEtiquetasColeta(lista, amostraIds);
    return d.length ? etiquetaColetaLote(d, cab) : null;
  }
  if (tipo === 'amostra') {
    const d = dadosEtiquetasAmostra(lista, amostraIds);
    return d.length ? etiquetaAmostra(d, cab) : null;
  }
  const d = dadosListaExames(lista);
  return d.length ? etiquetaListaExames(d, cab) : null;
}
