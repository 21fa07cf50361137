import type { LeafCommand } from '../command.js';
import { UserError } from '../../shared/errors.js';

// Placeholder until issue 4 lands; replaced by the real command.
export const generateCommand: LeafCommand = {
  kind: 'leaf',
  name: 'generate',
  summary: 'Generate a verified Pulumi program from a request',
  usage: 'Usage: pulumi-gen generate',
  options: {},
  run: () => Promise.reject(new UserError('generate is not implemented yet')),
};
