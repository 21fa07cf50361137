import type { LeafCommand } from '../command.js';
import { UserError } from '../../shared/errors.js';

// Placeholder until issue 3 lands; replaced by the real command.
export const searchCommand: LeafCommand = {
  kind: 'leaf',
  name: 'search',
  summary: 'Search the registry snapshot',
  usage: 'Usage: pulumi-gen search',
  options: {},
  run: () => Promise.reject(new UserError('search is not implemented yet')),
};
