import { LISTAS_PORTARIA_344 } from '../../receita.js';

/**
 * Enumerations of the supply registries (materials, medicines, vaccines, allergens). Numeric ids
 * are what the wire and the tables carry; names and abbreviations are what users read.
 */
export interface ItemEnum {
  id: number;
  nome: string;
  sigla?: string;
}

const opcoes = (itens: readonly ItemEnum[]) => itens.map((i) => ({ value: i.id, label: i.nome }));
const nomePorId = (itens: readonly ItemEnum[]) => (id: number | null | undefined) => itens.find((i) => i.id === id)?.nome ?? null;

/** Unit in which a stock item is supplied and counted. */
export const UNIDADES_FORNECIMENTO: readonly ItemEnum[] = [
  { id: 1, nome: 'Unidade', sigla: 'UN' },
  { id: 2, nome: 'Caixa', sigla: 'CX' },
  { id: 3, nome: 'Frasco', sigla: 'FR' },
  { id: 4, nome: 'Ampola', sigla: 'AMP' },
  { id: 5, nome: 'Comprimido', sigla: 'CP' },
  { id: 6, nome: 'Cápsula', sigla: 'CAP' },
  { id: 7, nome: 'Bisnaga', sigla: 'BG' },
  { id: 8, nome: 'Envelope', sigla: 'ENV' },
  { id: 9, nome: 'Pacote', sigla: 'PCT' },
  { id: 10, nome: 'Rolo', sigla: 'RL' },
  { id: 11, nome: 'Litro', sigla: 'L' },
  { id: 12, nome: 'Mililitro', sigla: 'ML' },
  { id: 13, nome: 'Quilograma', sigla: 'KG' },
  { id: 14, nome: 'Grama', sigla: 'G' },
  { id: 15, nome: 'Par', sigla: 'PAR' },
  { id: 16, nome: 'Kit', sigla: 'KIT' },
  { id: 17, nome: 'Tubo', sigla: 'TB' },
  { id: 18, nome: 'Galão', sigla: 'GL' },
  { id: 19, nome: 'Dose', sigla: 'DOSE' },
];
export const UnidadeFornecimentoOpcoes = UNIDADES_FORNECIMENTO.map((u) => ({ value: u.id, label: `${u.nome} (${u.sigla})` }));
export const unidadeFornecimentoSigla = (id: number | null | undefined) => UNIDADES_FORNECIMENTO.find((u) => u.id === id)?.sigla ?? null;

// The lists of Portaria SVS/MS 344/1998 are core (receita.ts): the prescription rules of every clinical module read them.
export { LISTAS_PORTARIA_344 };
export const ListaPortaria344Opcoes = opcoes(LISTAS_PORTARIA_344);
export const listaPortaria344Nome = nomePorId(LISTAS_PORTARIA_344);

export const FORMAS_FARMACEUTICAS: readonly ItemEnum[] = [
  { id: 1, nome: 'comprimido' },
  { id: 2, nome: 'comprimido revestido' },
  { id: 3, nome: 'cápsula' },
  { id: 4, nome: 'solução oral' },
  { id: 5, nome: 'suspensão oral' },
  { id: 6, nome: 'solução injetável' },
  { id: 7, nome: 'pó para solução injetável' },
  { id: 8, nome: 'suspensão injetável' },
  { id: 9, nome: 'creme' },
  { id: 10, nome: 'pomada' },
  { id: 11, nome: 'gel' },
  { id: 12, nome: 'colírio' },
  { id: 13, nome: 'xarope' },
  { id: 14, nome: 'aerossol' },
  { id: 15, nome: 'supositório' },
  { id: 16, nome: 'adesivo' },
  { id: 17, nome: 'gotas' },
  { id: 18, nome: 'pó para suspensão oral' },
  { id: 19, nome: 'loção' },
  { id: 20, nome: 'óvulo' },
  { id: 21, nome: 'pó para solução oral' },
  { id: 22, nome: 'pó para suspensão injetável' },
];
export const FormaFarmaceuticaOpcoes = opcoes(FORMAS_FARMACEUTICAS);
export const formaFarmaceuticaNome = nomePorId(FORMAS_FARMACEUTICAS);

/** Routes of administration (medicines and vaccines). */
export const VIAS_ADMINISTRACAO: readonly ItemEnum[] = [
  { id: 1, nome: 'Oral' },
  { id: 2, nome: 'Intravenosa' },
  { id: 3, nome: 'Intramuscular' },
  { id: 4, nome: 'Subcutânea' },
  { id: 5, nome: 'Tópica' },
  { id: 6, nome: 'Oftálmica' },
  { id: 7, nome: 'Inalatória' },
  { id: 8, nome: 'Retal' },
  { id: 9, nome: 'Vaginal' },
  { id: 10, nome: 'Sublingual' },
  { id: 11, nome: 'Nasal' },
  { id: 12, nome: 'Otológica' },
  { id: 13, nome: 'Intradérmica' },
];
export const ViaAdministracaoOpcoes = opcoes(VIAS_ADMINISTRACAO);
export const viaAdministracaoNome = nomePorId(VIAS_ADMINISTRACAO);

export const TIPOS_ALERGENO: readonly ItemEnum[] = [
  { id: 1, nome: 'Medicamento' },
  { id: 2, nome: 'Alimento' },
  { id: 3, nome: 'Ambiental' },
  { id: 4, nome: 'Animal/Inseto' },
  { id: 5, nome: 'Outro' },
];
export const TipoAlergenoOpcoes = opcoes(TIPOS_ALERGENO);
export const tipoAlergenoNome = nomePorId(TIPOS_ALERGENO);

export const idsDe = (itens: readonly ItemEnum[]) => itens.map((i) => i.id);
