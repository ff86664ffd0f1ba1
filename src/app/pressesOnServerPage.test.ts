import { passOnPressesFromServerPage } from './pressesOnServerPage';

/** A list of cards as the server (a visitor's page) or the app (the reader's) draws it. */
function cards(hearts: Array<[title: string, label: string]>): string {
  return `<main>${hearts
    .map(
      ([title, label]) =>
        `<article><h3>${title}</h3><button aria-label="${label}"></button></article>`,
    )
    .join('')}</main>`;
}

/** The server's page in #root, then the app's screen drawn over it; the new hearts' presses. */
function drawnOver(server: string, app: string) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = server;
  const serverHearts = Array.from(container.querySelectorAll('button'));
  passOnPressesFromServerPage(container);
  container.innerHTML = app;
  const pressed: string[] = [];
  container
    .querySelectorAll('button')
    .forEach((button, index) => button.addEventListener('click', () => pressed.push(`${index}`)));
  return { container, serverHearts, pressed };
}

afterEach(() => document.body.replaceChildren());

describe('a press kept from the server page, pressed again once the app drew its own screen', () => {
  it('goes to the button of the same name in the card of the same title', () => {
    const { serverHearts, pressed } = drawnOver(
      cards([
        ['Design', 'Add to favorites'],
        ['Math', 'Add to favorites'],
      ]),
      // The reader's screen may order or hold other things: the title finds the card.
      cards([
        ['Intro', 'Add to favorites'],
        ['Math', 'Add to favorites'],
        ['Design', 'Add to favorites'],
      ]),
    );
    serverHearts[1].click();
    expect(pressed).toEqual(['1']);
  });

  it('goes to the same one among cards of the same title, in order', () => {
    const twins = cards([
      ['Design', 'Add to favorites'],
      ['Design', 'Add to favorites'],
    ]);
    const { serverHearts, pressed } = drawnOver(twins, twins);
    serverHearts[1].click();
    expect(pressed).toEqual(['1']);
  });

  it('is dropped when that button is in another state there (the heart is full already)', () => {
    const { serverHearts, pressed } = drawnOver(
      cards([['Design', 'Add to favorites']]),
      cards([['Design', 'Remove from favorites']]),
    );
    serverHearts[0].click();
    expect(pressed).toEqual([]);
  });

  it('is dropped when the button there is disabled', () => {
    const { container, serverHearts, pressed } = drawnOver(
      cards([['Design', 'Add to favorites']]),
      cards([['Design', 'Add to favorites']]),
    );
    container.querySelector('button')!.disabled = true;
    serverHearts[0].click();
    expect(pressed).toEqual([]);
  });

  it('leaves a press on the server page, while it is still shown, to the boot script', () => {
    const container = document.createElement('div');
    document.body.append(container);
    // Two parts of the page, each with a card of the same title and heart.
    const card = cards([['Design', 'Add to favorites']]);
    container.innerHTML = `<div>${card}</div><div>${card}</div>`;
    passOnPressesFromServerPage(container);
    const [first, second] = Array.from(container.querySelectorAll('button'));
    const handled = jest.fn();
    first.addEventListener('click', handled);
    second.click();
    // The reader's own press, kept by the boot script: not handed to any other button now.
    expect(handled).not.toHaveBeenCalled();
  });
});
