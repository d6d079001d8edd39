/** pt-BR messages of spec 000 §5 and §8, verbatim where the spec gives them. One place for each text. */
export const mensagens = {
  obrigatorio: (campo: string) => `${campo} é obrigatório`,
  cpf: 'O CPF informado é inválido.',
  senha: 'Senha informada deve conter ao menos um caractere alfabético e um caractere numérico.',
  senhaTamanho: 'Senha informada deve conter no mínimo 8 caracteres.',
  senhaConfirmacao: 'A confirmação não confere com a nova senha.',
  email: (campo: string) => `${campo} deve ser válido.`,
  registroSalvo: 'Registro salvo com sucesso!',
  erroGenerico: 'Ocorreu um erro',
  dadosInvalidos: 'Os dados informados são inválidos.',
  semPermissao: 'Você não tem permissão para realizar esta ação.',
  naoAutenticado: 'Sessão inválida ou expirada. Entre novamente.',
  naoEncontrado: 'Registro não encontrado.',
  rotaNaoEncontrada: 'Recurso não encontrado.',
} as const;
