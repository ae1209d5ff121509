import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PricingSection } from './PricingSection';

const planCard = (name: string) => screen.getByRole('heading', { name, level: 3 }).closest('li')!;

describe('the public pricing section', () => {
  it('says which plans have the answer bot, from the plans the server enforces', () => {
    render(
      <MemoryRouter>
        <PricingSection selfHosted="Self-hosted, it is free." />
      </MemoryRouter>,
    );
    expect(within(planCard('Free')).getByText('No answer bot')).toBeTruthy();
    for (const plan of ['Pro', 'Business']) expect(within(planCard(plan)).getByText('An answer bot that replies first from your articles')).toBeTruthy();
  });
});
