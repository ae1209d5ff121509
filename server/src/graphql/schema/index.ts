import { lexicographicSortSchema } from 'graphql';
import { builder } from '../builder';
import './errors';
import './role';
import './user';
import './session';
import './account';
import './organization';
import './membership';
import './team';
import './invitation';
import './widget';
import './support';

export const schema = lexicographicSortSchema(builder.toSchema());
