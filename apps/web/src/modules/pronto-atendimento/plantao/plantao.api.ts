/** Wire shapes of /api/pronto-atendimento/plantao (camelCase after the client's conversion). */
export const PLANTAO_API = '/api/pronto-atendimento/plantao';

export interface Local {
  id: number;
  /** "Unidade — Local" */
  label: string;
}

export interface Profissional {
  id: number;
  nome: string;
  /** 'CRM 18342', when the user has a council registration. */
  registro: string | null;
}

export interface PlantaoLinha {
  id: number;
  infraestruturaId: number;
  local: string;
  inicio: string;
  fim: string;
  /** Names, comma-separated. */
  profissionais: string | null;
  observacao: string | null;
}

export interface PlantaoModelo {
  id: number;
  infraestruturaId: number;
  local: string;
  inicio: string;
  fim: string;
  observacao: string | null;
  profissionalIds: number[];
  profissionais: Profissional[];
}

export interface PlantaoFormulario {
  form: { locais: Local[]; profissionais: Profissional[] };
  model?: PlantaoModelo;
}

export const rotuloProfissional = (p: Profissional) => (p.registro ? `${p.nome} (${p.registro})` : p.nome);
