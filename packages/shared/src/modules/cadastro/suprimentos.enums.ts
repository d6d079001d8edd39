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
];
export const UnidadeFornecimentoOpcoes = UNIDADES_FORNECIMENTO.map((u) => ({ value: u.id, label: `${u.nome} (${u.sigla})` }));
export const unidadeFornecimentoSigla = (id: number | null | undefined) => UNIDADES_FORNECIMENTO.find((u) => u.id === id)?.sigla ?? null;

/** Lists of Portaria SVS/MS 344/1998 (substances under special control); `sigla` is the list. */
export const LISTAS_PORTARIA_344: readonly ItemEnum[] = [
  { id: 1, sigla: 'A1', nome: 'A1 - Entorpecentes' },
  { id: 2, sigla: 'A2', nome: 'A2 - Entorpecentes de uso permitido em concentrações especiais' },
  { id: 3, sigla: 'A3', nome: 'A3 - Psicotrópicas' },
  { id: 4, sigla: 'B1', nome: 'B1 - Psicotrópicas' },
  { id: 5, sigla: 'B2', nome: 'B2 - Psicotrópicas anorexígenas' },
  { id: 6, sigla: 'C1', nome: 'C1 - Outras substâncias sujeitas a controle especial' },
  { id: 7, sigla: 'C2', nome: 'C2 - Retinoicas' },
  { id: 8, sigla: 'C3', nome: 'C3 - Imunossupressoras' },
  { id: 9, sigla: 'C4', nome: 'C4 - Antirretrovirais' },
  { id: 10, sigla: 'C5', nome: 'C5 - Anabolizantes' },
  { id: 11, sigla: 'D1', nome: 'D1 - Precursoras de entorpecentes e psicotrópicos' },
  { id: 12, sigla: 'D2', nome: 'D2 - Insumos químicos' },
  { id: 13, sigla: 'E', nome: 'E - Plantas que podem originar entorpecentes e psicotrópicos' },
  { id: 14, sigla: 'F1', nome: 'F1 - Substâncias entorpecentes de uso proscrito' },
  { id: 15, sigla: 'F2', nome: 'F2 - Substâncias psicotrópicas de uso proscrito' },
  { id: 16, sigla: 'F3', nome: 'F3 - Substâncias precursoras de uso proscrito' },
  { id: 17, sigla: 'F4', nome: 'F4 - Outras substâncias de uso proscrito' },
];
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
